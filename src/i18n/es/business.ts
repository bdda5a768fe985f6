// Spanish texts of the screens of Businesses, plans, subscriptions, transactions, digital cards and equipment (app.business).
import type { BUSINESS_TEXTS, EQUIPMENT_TEXTS } from '../../../contract/businesses';
import type { businessTexts } from '../en-business';
import type { TextsOf, Translation } from '../translation';

export const business: Translation<typeof businessTexts> = {
  message: {
    openingBalance: 'Saldo inicial',
    zeroAmount: 'El monto no puede ser 0.',
    businessArchived: 'Este negocio está archivado.',
    bothCoordinates: 'Indique ambas coordenadas o ninguna.',
    planUnavailable: 'Este plan no está disponible.',
  } satisfies TextsOf<typeof BUSINESS_TEXTS>,
  equipment: {
    created: '¡Su equipo se creó correctamente!',
    updated: '¡Su equipo se actualizó correctamente!',
    attachedOverQuantity: 'La cantidad asignada no puede superar la cantidad.',
  } satisfies TextsOf<typeof EQUIPMENT_TEXTS>,
  balance_read_only: 'Solo cambia mediante transacciones: registre una abajo.',
  ledger: {
    title: 'Cuenta y transacciones',
    balance: 'Saldo',
    ledger_total: 'Suma de las transacciones',
    transactions: 'Transacciones',
    last: 'Última transacción',
    none: 'Aún no hay transacciones.',
    date: 'Fecha',
    name: 'Descripción',
    amount: 'Monto',
    balance_after: 'Saldo posterior',
    post_title: 'Registrar una transacción',
    post_amount: 'Monto (negativo para cobrar)',
    post_name: 'Descripción',
    post: 'Registrar',
    posted: 'Transacción registrada',
    previous: 'Más recientes',
    next: 'Más antiguas',
    page: 'Página %{page} de %{pages}',
  },
  subscription: {
    title: 'Suscripciones a planes',
    plan: 'Plan',
    business: 'Negocio',
    promo: 'Promoción',
    brand: 'Marca',
    status: 'Estado',
    last4: 'Últimos 4',
    date: 'Fecha',
    none: 'No hay suscripciones.',
    create: 'Crear',
    edit: 'Editar',
    statuses: { pending: 'Pendiente', paid: 'Pagada', failed: 'Fallida', refunded: 'Reembolsada' },
  },
};
