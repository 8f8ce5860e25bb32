import { replayArea } from './replay-area';

replayArea('catalogue');
