-- The grievance desks 015 wrote are example people, not the lender's registered officers: a production database must
-- not show them to borrowers as the legal contact. Where the demo seed has not run (production) and the operator has
-- not edited them, they are removed: the grievance page answers "not configured yet" until an operator sets the
-- real ones. The demo seed writes the same examples outside production.
delete from settings
where not exists (select 1 from settings where key = 'demo_seeded')
  and (key, value) in (
    ('grievance_desk_in', '{"name": "Grievance Redressal Officer: Priya Raman", "phone": "+91 80 4567 8900", "email": "grievance.in@lend-h5.example", "hours": "Monday to Saturday, 9:00–18:00 IST", "responseDays": 30}'::jsonb),
    ('grievance_desk_mx', '{"name": "Unidad Especializada de Atención a Usuarios (UNE): Laura Méndez Ortiz", "phone": "+52 55 1234 5679", "email": "une@lend-h5.example", "hours": "Lunes a viernes, 9:00–18:00 (hora del centro)", "responseDays": 30}'::jsonb)
  );
