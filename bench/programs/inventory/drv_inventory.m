function drv_inventory()
% Nested structs, struct arrays grown by field, dynamic fields and arrayfun.
s = new_store('corner');
s = add_item(s, 'apple', 30, 0.5);
s = add_item(s, 'pear', 12, 0.75);
s = add_item(s, 'apple', 90, 0.5);
s = add_item(s, 'fig', 5, 2);
try
    s = add_item(s, 'pear', -20, 0.75);
catch err
    fprintf('%s\n', err.message);
end
s.config.limits.max_qty = 500;
s = add_item(s, 'fig', 250, 2);
[total, by] = stock_value(s);
fprintf('%s: %d items, total %.2f %s\n', s.name, numel(s.items), total, s.config.currency);
names = fieldnames(by);
for k = 1:numel(names)
    fprintf('  %s = %.2f\n', names{k}, by.(names{k}));
end
fprintf('log: %s\n', strjoin(s.log, '; '));
qtys = arrayfun(@(it) it.qty, s.items);
cheap = s.items([s.items.price] < 1);
fprintf('qtys %s, cheap: %s\n', mat2str(qtys), strjoin({cheap.sku}, ','));
fprintf('has limits: %d, has color: %d\n', isfield(s.config, 'limits'), isfield(s.config, 'color'));
s.items = rmfield(s.items, 'price');
fprintf('fields now: %s\n', strjoin(fieldnames(s.items)', ','));
end
