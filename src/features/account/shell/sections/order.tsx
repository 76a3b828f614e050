import type { RouteComponentProps } from "@reach/router";
import OrderPage from "../../projects/orders/order-page";
import { SshKeysDialog } from "../../ssh-keys/ssh-keys-manager";

/** The order screen (projects section) with the ssh-keys section's dialog: sections meet only in the shell. */
export default function OrderSection(props: RouteComponentProps<{ orderId: string }>) {
  return <OrderPage {...props} keysDialog={SshKeysDialog} />;
}
