import { replayArea } from './replay-area';

replayArea('auth-otp');
