import { replayArea } from './replay-area';

replayArea('survey');
