import { replayArea } from './replay-area';

replayArea('insight');
