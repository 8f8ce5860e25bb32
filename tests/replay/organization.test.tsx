import { replayArea } from './replay-area';

replayArea('organization');
