import { replayArea } from './replay-area';

replayArea('shell');
