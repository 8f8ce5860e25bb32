import { replayArea } from './replay-area';

replayArea('subscription');
