/** The names of the profile screens (locale en-PK), loaded with the first screen. */
export const enPKProfileScreens = {
  screens: {
    profileUser: 'My profile',
    profileInfo: 'My details',
    profileSuperior: 'My inviter',
    profileMore: 'More',
    profileAgree: 'Agreement',
    profileLicense: 'Licence',
  },
};
