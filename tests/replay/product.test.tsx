import { replayArea } from './replay-area';

replayArea('product');
