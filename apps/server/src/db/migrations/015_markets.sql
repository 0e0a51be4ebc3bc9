-- Two markets, Mexico and India: the lender's contacts are configured per market (config/market-settings.ts).

-- The one set of customer-service contacts so far was Mexico's (+52, Spanish); it becomes Mexico's row.
update settings set key = 'customer_service_mx'
 where key = 'customer_service' and not exists (select 1 from settings where key = 'customer_service_mx');

-- The grievance desks were compiled into the server until now; they move to settings with the same values, so an
-- upgraded server keeps answering them. Operators put their registered officer here.
insert into settings (key, value) values
  ('grievance_desk_in', '{"name": "Grievance Redressal Officer: Priya Raman", "phone": "+91 80 4567 8900", "email": "grievance.in@lend-h5.example", "hours": "Monday to Saturday, 9:00–18:00 IST", "responseDays": 30}'),
  ('grievance_desk_mx', '{"name": "Unidad Especializada de Atención a Usuarios (UNE): Laura Méndez Ortiz", "phone": "+52 55 1234 5679", "email": "une@lend-h5.example", "hours": "Lunes a viernes, 9:00–18:00 (hora del centro)", "responseDays": 30}')
on conflict (key) do nothing;
