/* Test images for suites outside the complaint feature (its own tests import them directly). */
export { multipartBody, solidPng } from '../features/complaint/test-images.ts';
