import { describeRegion } from './vn-suite.js';

describeRegion('VN_CENTRAL');
