import { hostileInputPart, sweepHostileInput } from '../testing/hostileInputSweep.ts';

// Part 1 of the hostile-input sweep (see testing/hostileInputSweep.ts and hostileInput.test.ts).
sweepHostileInput(hostileInputPart(1));
