export { PaymentModal } from './PaymentModal';
export type { PaymentModalProps } from './PaymentModal';
export { rememberOrderKey, orderKeyOf, forgetOrderKey, normaliseOrderId } from './order-keys';
export {
  cancelOrder,
  isOrderType,
  paymentErrorPath,
  type OrderType,
  type PayableOrder,
  type PaymentResult,
} from './orders-api';
