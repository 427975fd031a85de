import { hostileInputPart, sweepHostileInput } from '../testing/hostileInputSweep.ts';

// Part 2 of the hostile-input sweep (see testing/hostileInputSweep.ts and hostileInput.test.ts).
sweepHostileInput(hostileInputPart(2));
