import { replayArea } from './replay-area';

replayArea('registration');
