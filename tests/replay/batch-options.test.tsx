import { replayArea } from './replay-area';

replayArea('batch-options');
