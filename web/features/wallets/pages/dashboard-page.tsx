import { ArrowUpRight, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { AppLayout } from '@/components/layout/app-layout';
import { ComingSoon } from '@/components/layout/coming-soon';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/lib/auth';

/** Dashboard frame at / and /wallet; the wallets feature fills in balances and the wallet list. */
export default function DashboardPage() {
  const { user } = useAuth();
  const displayName = user?.fullName || user?.name || 'Usuario';
  return (
    <AppLayout>
      <Card className="overflow-hidden">
        <CardContent>
          <p className="text-sm text-muted-foreground">Hola,</p>
          <h1 className="text-2xl font-bold tracking-tight">{displayName}</h1>
          <div className="mt-5 grid grid-cols-2 gap-3">
            <Button asChild variant="outline">
              <Link href="/profile">
                <UserRound aria-hidden />
                Perfil de Usuario
              </Link>
            </Button>
            <Button asChild>
              <Link href="/withdraw">
                <ArrowUpRight aria-hidden />
                Retirar
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <h2 className="mt-8 mb-3 text-lg font-semibold">Tus Carteras</h2>
      <ComingSoon />
    </AppLayout>
  );
}
