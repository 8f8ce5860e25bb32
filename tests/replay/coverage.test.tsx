import { describe } from 'vitest';
import { replayCoverage } from './replay-area';

describe('the replay matrix', replayCoverage);
