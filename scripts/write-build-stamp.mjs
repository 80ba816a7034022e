import { writeFileSync } from 'node:fs';
import { buildFingerprint, STAMP_FILE } from './build-fingerprint.mjs';

writeFileSync(STAMP_FILE, buildFingerprint());
