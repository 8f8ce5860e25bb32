import { replayArea } from './replay-area';

replayArea('tools');
