import { replayArea } from './replay-area';

replayArea('billing');
