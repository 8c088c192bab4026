/** The names of the identity verification screens (locale en-PK), loaded with the first screen. */
export const enPKKycScreens = {
  screens: {
    walletsKyc: 'Identity verification',
    walletsKycUpload: 'Identity document upload',
  },
};
