/**
 * English texts of the lobby's search, games, news and customer service pages (locale en-PK):
 * they load with those pages (../texts.ts), not with the first screen (./en-PK.ts).
 */
export const enPKLobbyPages = {
  lobby: {
    searchHint: 'Type part of a game name.',
    searchEmpty: 'No game matches "{{keyword}}".',
    searchResults_one: '{{count}} game',
    searchResults_other: '{{count}} games',
    gamesTitle: 'All games',
    allTypes: 'All games',
    filterType: 'Game type',
    noticeEmpty: 'No news right now. Check back soon.',
    noticeDetails: 'Read more',
    noticeNotFound: 'This news item is no longer available.',
    serviceHint: 'We are here to help, 24/7.',
    serviceChat: 'Live chat',
    openService: 'Open',
    serviceEmpty: 'Customer service is not available right now. Please try again later.',
  },
};
