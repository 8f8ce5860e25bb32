import { replayArea } from './replay-area';

replayArea('auth');
