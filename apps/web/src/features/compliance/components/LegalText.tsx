import { DATA_RETENTION_YEARS_AFTER_LAST_VISIT, KYC_DUE_DAYS, Limits, ProcessingPeriods } from '@casino/contract';
import { useSiteConfig } from '../../../shared/app-config/store.ts';
import './LegalText.css';

const age = Limits.minimumAge;

function Contact({ email }: { email: string }) {
  return email ? <a href={`mailto:${email}`}>{email}</a> : <>customer service in the app</>;
}

function range(from: number, to: number | null): string {
  const fmt = (n: number) => n.toLocaleString('en-US');
  return to === null ? `${fmt(from)} and above` : `${fmt(from)} to ${fmt(to)}`;
}

/** The barred groups of §6, shared by both documents. */
function BarredGroups() {
  return (
    <ul>
      <li>government officials and employees of government agencies;</li>
      <li>members of the police and of the armed forces;</li>
      <li>persons under {age} years of age, and students of any age;</li>
      <li>officers and staff of the gaming regulator;</li>
      <li>unregistered players and players who have been banned;</li>
      <li>spouses and relatives of anyone in the groups above;</li>
      <li>persons listed in the regulator&apos;s database of restricted persons;</li>
      <li>holders of a self-exclusion order, whether they applied for it themselves or it was issued on their behalf;</li>
      <li>loan sharks and anyone who lends money to players to gamble.</li>
    </ul>
  );
}

export function TermsOfUse() {
  const { appName, supportEmail } = useSiteConfig();
  return (
    <article className="legal">
      <h2>1. Who may play</h2>
      <p>
        {appName} is an entertainment service for adults. You must be at least <strong>{age} years old</strong> to open an
        account, deposit or play. By registering you confirm that you meet this age limit and that gambling is lawful for
        you where you are.
      </p>
      <p>The following persons may not register or play, and accounts found to belong to them will be closed:</p>
      <BarredGroups />
      <h2>2. Your account</h2>
      <p>
        Each player may hold <strong>one account</strong> only. Accounts are personal and may not be shared, sold or
        transferred. Duplicate accounts will be closed and any bonuses obtained through them withdrawn.
      </p>
      <p>
        Keep your password secret. You are responsible for everything done with your account; tell us at once at{' '}
        <Contact email={supportEmail} /> if you think someone else has used it.
      </p>
      <h2>3. Fair play</h2>
      <p>
        The use of <strong>bots</strong>, scripts, automated play or any software that plays for you is prohibited, as is
        collusion, exploiting errors, or any attempt to interfere with the games. We may void affected play and close
        the account.
      </p>
      <h2>4. Identity verification (KYC)</h2>
      <p>
        We are required to verify the identity of every player. You must complete identity verification{' '}
        <strong>before your first withdrawal</strong> or <strong>within {KYC_DUE_DAYS} days</strong> of registering,
        whichever comes first. We may suspend deposits, play or withdrawals until verification is complete.
      </p>
      <h2>5. Deposits and withdrawals</h2>
      <p>
        Deposits and withdrawals are handled by third-party payment providers. Coins are shown with two decimals. The
        usual processing periods are:
      </p>
      <table>
        <thead><tr><th>Amount</th><th>Processing time</th></tr></thead>
        <tbody>
          {ProcessingPeriods.map((period) => (
            <tr key={period.from}><td>{range(period.from, period.to)}</td><td>{period.businessDays} business days</td></tr>
          ))}
        </tbody>
      </table>
      <p>
        When a provider is under maintenance, payments may be delayed. We monitor such delays and follow up on them
        within 24 hours. Withdrawals are paid only to accounts in your own name.
      </p>
      <h2>6. Promotions</h2>
      <p>
        Bonuses and rewards are subject to their own rules and may carry turnover requirements. Some offers are limited
        to new players only. Abuse of promotions leads to the removal of the bonus and any winnings from it.
      </p>
      <h2>7. Responsible gaming</h2>
      <p>
        Play for fun and only with money you can afford to lose. If you want to take a break or exclude yourself, contact
        us at <Contact email={supportEmail} /> and we will close your account for the period you choose.
      </p>
      <h2>8. Changes and contact</h2>
      <p>
        We may update these terms; the version shown in the app is the one that applies. Questions about these terms:{' '}
        <Contact email={supportEmail} />.
      </p>
    </article>
  );
}

export function PrivacyPolicy() {
  const { appName, supportEmail } = useSiteConfig();
  return (
    <article className="legal">
      <h2>1. What we collect</h2>
      <p>
        To run your {appName} account we collect your username or phone number, a protected form of your password,
        identity documents you give us for verification, your deposits, withdrawals, bets and rewards, and technical
        data such as a device identifier, browser and operating system.
      </p>
      <h2>2. Why we use it</h2>
      <ul>
        <li>to open and secure your account and keep you logged in;</li>
        <li>to verify your identity and age (players must be at least {age}) and to keep barred persons from playing;</li>
        <li>to process deposits and withdrawals through our payment providers;</li>
        <li>to prevent fraud, bot use, duplicate accounts and money laundering;</li>
        <li>to meet our obligations to the gaming regulator.</li>
      </ul>
      <h2>3. Who we check against</h2>
      <p>We check registrations against the groups that may not play, including:</p>
      <BarredGroups />
      <h2>4. Sharing</h2>
      <p>
        We share data only with payment providers to complete your transactions, with identity-verification services,
        and with the regulator or authorities where the law requires it. We do not sell your data.
      </p>
      <h2>5. How long we keep it</h2>
      <p>
        We keep your data <strong>while your account is active</strong> and for{' '}
        <strong>at least {DATA_RETENTION_YEARS_AFTER_LAST_VISIT} year after your last visit</strong>, or longer where the
        law requires it. After that it is deleted or anonymised.
      </p>
      <h2>6. Your choices</h2>
      <p>
        You can ask for a copy of your data, ask us to correct it, or ask us to close your account by writing to{' '}
        <Contact email={supportEmail} />. Identity verification must be completed before your first withdrawal or within{' '}
        {KYC_DUE_DAYS} days, so some data cannot be deleted while your account is open.
      </p>
      <h2>7. Security</h2>
      <p>
        Passwords are encrypted before they leave your device and stored only in a protected form. Use a password you do
        not use elsewhere and never share it.
      </p>
    </article>
  );
}
