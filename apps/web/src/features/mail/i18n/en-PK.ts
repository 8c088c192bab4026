/**
 * English texts of the mail screens (/lobby/email, /profile/email), added to the catalogue when
 * those screens load (features/mail/texts.ts; docs/decisions/044).
 */
export const enPKMail = {
  mail: {
    title: 'Mail',
    loadFailed: 'Could not load your mail.',
    empty: 'No mail yet. Messages and gifts from us will arrive here.',
    unreadCount: '{{count}} unread',
    giftsWaiting: 'Gifts are waiting to be claimed.',
    loadMore: 'Show more',
    loadMoreFailed: 'Could not load more mail.',
    end: 'That is all your mail.',
    kind: {
      system: 'Notice',
      operator: 'Message',
    },
    unread: 'Unread',
    gift: {
      claimable: 'Gift to claim',
      received: 'Claimed',
      expired: 'Expired',
    },
    detail: {
      loadFailed: 'Could not open this mail.',
      attachments: 'Gift',
      claim: 'Claim',
      claiming: 'Claiming…',
      claimed: 'Claimed on {{time}}',
      expired: 'This gift expired on {{time}}.',
      expires: 'Claim by {{time}}.',
      delete: 'Delete',
      deleting: 'Deleting…',
      deleteTitle: 'Delete this mail?',
      deleteConfirm: 'It will be removed from your mail for good.',
      deleteYes: 'Delete',
      deleteNo: 'Keep it',
      choose: 'Choose a mail to read it.',
    },
    claimedToast: 'Claimed: {{what}}',
    deletedToast: 'Mail deleted.',
    item: {
      coin: '{{amount}} coins',
      points: '{{amount}} points',
      other: 'Item {{id}} × {{count}}',
    },
    errors: {
      notFound: 'This mail no longer exists.',
      noAttachments: 'This mail has nothing to claim.',
      alreadyReceived: 'You have already claimed this gift.',
      expired: 'This gift has expired and can no longer be claimed.',
      unclaimed: 'Claim the gift in this mail before deleting it.',
    },
  },
};
