import { replayArea } from './replay-area';

replayArea('dashboard');
