import { replayArea } from './replay-area';

replayArea('document');
