import { replayArea } from './replay-area';

replayArea('dashboards');
