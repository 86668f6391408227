function drv_computed_fields()
% Parameters parsed by name: defaults decoded from JSON text, so the analysis knows nothing of
% them, read back by computed field names (as LTFAT's ltfatarghelper does).
kinds = {'wave', 'filter'};
overrides = {{2}, {}};
texts = {'{"alpha": 300, "gamma": 3, "mode": "slow"}', '{"alpha": 20, "gamma": 0.5, "mode": "fast", "beta": 1}'};
for k = 1:numel(kinds)
  defaults = jsondecode(texts{k});
  [flags, alpha, gamma, mode] = parse_params('alpha,gamma,mode', defaults, overrides{k});
  order = (alpha - 1) / (2 * gamma);
  fprintf('%s: alpha %g, gamma %g, order %.4f, mode %s, verbose %d\n', kinds{k}, alpha, gamma, order, mode, flags.verbose);
end
end
