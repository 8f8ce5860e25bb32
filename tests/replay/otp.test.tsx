import { replayArea } from './replay-area';

replayArea('otp');
