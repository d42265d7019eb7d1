CREATE INDEX "holds_company_status_expires_idx" ON "holds" USING btree ("company_code","status","expires_at");--> statement-breakpoint
-- spec 002 §4 "Order payment status": every change of an order's payment state is announced on
-- the channel resort_pagamentos from the transaction that made it (delivered at its commit), by
-- whichever path changed it. src/payments/payment-announcements.ts reads the payload.
CREATE FUNCTION "announce_order_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('resort_pagamentos', json_build_object(
    'empresa', NEW.company_code,
    'id_encomenda', NEW.id,
    'estado_pagamento', NEW.estado_pagamento,
    'pagamento_pendente', NEW.pagamento_pendente
  )::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_payment_announced"
  AFTER UPDATE OF "estado_pagamento", "pagamento_pendente" ON "orders"
  FOR EACH ROW
  WHEN (OLD.estado_pagamento IS DISTINCT FROM NEW.estado_pagamento OR OLD.pagamento_pendente IS DISTINCT FROM NEW.pagamento_pendente)
  EXECUTE FUNCTION "announce_order_payment"();
