import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import AccountCircle from '@mui/icons-material/AccountCircle';
import FactCheck from '@mui/icons-material/FactCheck';
import Payments from '@mui/icons-material/Payments';
import History from '@mui/icons-material/History';
import Badge from '@mui/icons-material/Badge';
import { AuditList } from './audit/AuditList.tsx';
import { authProvider } from './auth/auth-provider.ts';
import { EnrollPage } from './auth/EnrollPage.tsx';
import { LoginPage } from './auth/LoginPage.tsx';
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
      basename="/admin" title="Casino console" dataProvider={dataProvider} authProvider={authProvider} loginPage={LoginPage}
      disableTelemetry requireAuth={false}
    >
      <Resource name="players" list={PlayerList} show={PlayerShow} icon={AccountCircle} options={{ label: 'Players' }} />
      <Resource name="withdrawals" list={WithdrawalList} icon={Payments} options={{ label: 'Withdrawals' }} />
      <Resource name="kyc" list={KycList} show={KycShow} icon={FactCheck} options={{ label: 'KYC review' }} />
      <Resource name="audit" list={AuditList} icon={History} options={{ label: 'Audit log' }} />
      <Resource name="operators" list={OperatorList} create={OperatorCreate} icon={Badge} options={{ label: 'Operators' }} />
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
