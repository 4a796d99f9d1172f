import { describeRouteFuzzer } from './route-fuzzer';

// Part 1 of the route fuzzer (route-fuzzer.ts): its own file, so the suite's workers share the work.
describeRouteFuzzer(0, 2);
