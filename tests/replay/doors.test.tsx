import { replayArea } from './replay-area';

replayArea('doors');
