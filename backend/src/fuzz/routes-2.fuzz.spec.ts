import { describeRouteFuzzer } from './route-fuzzer';

// Part 2 of the route fuzzer (route-fuzzer.ts): its own file, so the suite's workers share the work.
describeRouteFuzzer(1, 2);
