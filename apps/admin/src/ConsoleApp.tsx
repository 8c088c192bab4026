import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import AccountCircle from '@mui/icons-material/AccountCircle';
import FactCheck from '@mui/icons-material/FactCheck';
import Payments from '@mui/icons-material/Payments';
import History from '@mui/icons-material/History';
import Badge from '@mui/icons-material/Badge';
import Balance from '@mui/icons-material/Balance';
import MailOutline from '@mui/icons-material/MailOutline';
import Calculate from '@mui/icons-material/Calculate';
import SportsEsports from '@mui/icons-material/SportsEsports';
import Storefront from '@mui/icons-material/Storefront';
import Category from '@mui/icons-material/Category';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import Campaign from '@mui/icons-material/Campaign';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Share from '@mui/icons-material/Share';
import Settings from '@mui/icons-material/Settings';
import Redeem from '@mui/icons-material/Redeem';
import { PromotionCreate, PromotionEdit, PromotionList } from './promotions/PromotionScreens.tsx';
import { BrandEdit, BrandList, GameEdit, GameList, GameTypeEdit, GameTypeList } from './catalog/CatalogScreens.tsx';
import {
  BannerCreate, BannerEdit, BannerList, CustomerServiceCreate, CustomerServiceEdit, CustomerServiceList, NoticeCreate, NoticeEdit, NoticeList,
  PromoVideoCreate, PromoVideoEdit, PromoVideoList, SocialLinkCreate, SocialLinkEdit, SocialLinkList,
} from './catalog/ContentScreens.tsx';
import { SiteSettingsPage } from './site/SiteSettingsPage.tsx';
import { AdjustmentList } from './adjustments/AdjustmentList.tsx';
import GppBad from '@mui/icons-material/GppBad';
import { RestrictedListPage } from './safer-play/RestrictedListPage.tsx';
import { BooksCheckPage } from './books/BooksCheckPage.tsx';
import { MailComposer } from './mail/MailComposer.tsx';
import { MailSendList } from './mail/MailSendList.tsx';
import { AuditList } from './audit/AuditList.tsx';
import { authProvider } from './auth/auth-provider.ts';
import { EnrollPage } from './auth/EnrollPage.tsx';
import { LoginPage } from './auth/LoginPage.tsx';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { dataProvider } from './data/data-provider.ts';
import { KycList } from './kyc/KycList.tsx';
import { KycShow } from './kyc/KycShow.tsx';
import { OperatorCreate } from './operators/OperatorCreate.tsx';
import { OperatorList } from './operators/OperatorList.tsx';
import { PlayerList } from './players/PlayerList.tsx';
import { PlayerShow } from './players/PlayerShow.tsx';
import { WithdrawalList } from './withdrawals/WithdrawalList.tsx';

/**
 * The operator console: react-admin over the operator calls (docs/decisions/063), served under
 * /admin. Each screen is a resource; the menu shows only those the operator's role may use
 * (authProvider.canAccess), and the server checks every call again.
 */
function Console() {
  return (
    <Admin
      basename="/admin" title="Casino console" dataProvider={dataProvider} authProvider={authProvider} loginPage={LoginPage} dashboard={Dashboard}
      disableTelemetry requireAuth={false}
    >
      <Resource name="players" list={PlayerList} show={PlayerShow} icon={AccountCircle} options={{ label: 'Players' }} />
      <Resource name="withdrawals" list={WithdrawalList} icon={Payments} options={{ label: 'Withdrawals' }} />
      <Resource name="kyc" list={KycList} show={KycShow} icon={FactCheck} options={{ label: 'KYC review' }} />
      <Resource name="audit" list={AuditList} icon={History} options={{ label: 'Audit log' }} />
      <Resource name="operators" list={OperatorList} create={OperatorCreate} icon={Badge} options={{ label: 'Operators' }} />
      <Resource name="adjustments" list={AdjustmentList} icon={Balance} options={{ label: 'Adjustments' }} />
      <Resource name="mail" list={MailSendList} create={MailComposer} icon={MailOutline} options={{ label: 'Mail' }} />
      <Resource name="books" list={BooksCheckPage} icon={Calculate} options={{ label: 'Books check' }} />
      <Resource name="games" list={GameList} edit={GameEdit} icon={SportsEsports} options={{ label: 'Games' }} />
      <Resource name="brands" list={BrandList} edit={BrandEdit} icon={Storefront} options={{ label: 'Brands' }} />
      <Resource name="gameTypes" list={GameTypeList} edit={GameTypeEdit} icon={Category} options={{ label: 'Game types' }} />
      <Resource name="banners" list={BannerList} edit={BannerEdit} create={BannerCreate} icon={ViewCarousel} options={{ label: 'Banners' }} />
      <Resource name="notices" list={NoticeList} edit={NoticeEdit} create={NoticeCreate} icon={Campaign} options={{ label: 'Notices' }} />
      <Resource name="promoVideos" list={PromoVideoList} edit={PromoVideoEdit} create={PromoVideoCreate} icon={OndemandVideo} options={{ label: 'Promo videos' }} />
      <Resource
        name="customerServices" list={CustomerServiceList} edit={CustomerServiceEdit} create={CustomerServiceCreate} icon={SupportAgent}
        options={{ label: 'Customer service' }}
      />
      <Resource name="promotions" list={PromotionList} edit={PromotionEdit} create={PromotionCreate} icon={Redeem} options={{ label: 'Promotions' }} />
      <Resource name="socialLinks" list={SocialLinkList} edit={SocialLinkEdit} create={SocialLinkCreate} icon={Share} options={{ label: 'Social links' }} />
      <Resource name="restricted" list={RestrictedListPage} icon={GppBad} options={{ label: 'Restricted list' }} />
      <Resource name="siteSettings" list={SiteSettingsPage} icon={Settings} options={{ label: 'Site settings' }} />
      <CustomRoutes noLayout>
        <Route path="/enroll" element={<EnrollPage />} />
      </CustomRoutes>
    </Admin>
  );
}

export function ConsoleApp() {
  // Real paths under /admin (not react-admin's default #/ routes): the server answers each with the console.
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<Console />} />
      </Routes>
    </BrowserRouter>
  );
}
