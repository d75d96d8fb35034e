import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { publicConfig } from '@/test/factories';
import { mockApi, renderWithProviders } from '@/test/test-utils';
import PaymentPage from './payment-page';

const sessionId = '11111111-1111-4111-8111-111111111111';

function renderPage() {
  mockApi(({ url }) => {
    if (url === '/api/config') return Response.json(publicConfig());
    if (url === `/api/sessions/${sessionId}`) {
      return Response.json({ _id: sessionId, title: 'Calculus', registrationFee: 25 });
    }
    if (url === '/api/create-payment-intent') {
      return Response.json(
        { clientSecret: 'cs_test', paymentIntentId: 'pi_test' },
        { status: 201 },
      );
    }
  });
  renderWithProviders(<PaymentPage />, {
    path: '/payment/:id',
    route: `/payment/${sessionId}`,
    user: { id: 'u1', name: 'Sam', email: 'sam@example.com', role: 'student' },
  });
}

describe('the payment page in another language', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('reads in Spanish', async () => {
    await applyLanguage('es');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Pagar Calculus' })).toBeInTheDocument();
    expect(screen.getByText('Modo de prueba')).toBeInTheDocument();
    expect(screen.getByLabelText('Número de tarjeta')).toBeInTheDocument();
    expect(screen.getByLabelText('Caducidad (MM/AA)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Pagar / })).toBeEnabled();
  });

  it('reads in Arabic', async () => {
    await applyLanguage('ar');
    renderPage();
    expect(await screen.findByRole('heading', { name: 'ادفع مقابل Calculus' })).toBeInTheDocument();
    expect(screen.getByText('وضع الاختبار')).toBeInTheDocument();
    expect(screen.getByLabelText('رقم البطاقة')).toBeInTheDocument();
    expect(screen.getByLabelText('تاريخ الانتهاء (شهر/سنة)')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^ادفع / })).toBeEnabled();
  });
});
