/* What the complaint feature offers the others: the borrower's reading of a stored moment, and to the support desk the
   complaint types, saving a complaint (recorded by phone or e-mail), attaching reply images and receiving uploads; to the
   retention sweep, deleting the uploads no complaint uses. */
export { loadComplaintTypes, titleColumns, typeTitle } from './complaint-types.ts';
export { insertImages, saveComplaint } from './complaints.ts';
export { sweepUnreferencedUploads } from './upload-sweep.ts';
export { receiveImageUpload, sendUpload, storageKeyOfUrl, UPLOADS_PREFIX } from './uploads.ts';
