import { replayArea } from './replay-area';

replayArea('batchOptions');
