function drv_string_format()
% Templates, styles, slugs and string utilities.
v.name = 'Widget';
v.price = 12.5;
v.share = 0.237;
v.tags = {'new', 7, true};
disp(fill_template('{name:upper} costs {price:money} ({share:percent}) tags={tags:list}', v));
disp(fill_template('no fields here', v));
titles = {'  Hello, World!  ', 'MATLAB & Octave: 2 dialects', 'a   b'};
for k = 1:numel(titles)
    fprintf('%s\n', slugify(titles{k}));
end
s = strcat('abc', 'def', '  ');
t = [num2str(pi, 8) ' ' num2str(42) ' ' int2str(2.7)];
fprintf('[%s] [%s] %d\n', s, t, length(s));
parts = strsplit('x=1;y=22;z=333', ';');
vals = zeros(1, numel(parts));
for k = 1:numel(parts)
    kv = strsplit(parts{k}, '=');
    vals(k) = str2double(kv{2});
end
fprintf('sum %d, %s\n', sum(vals), upper(strjoin(parts, '|')));
% An output keyword comes first, the other outputs follow in regexp's default order.
[tok, first] = regexp('ab12cd3', '(\d)', 'tokens');
[pieces, starts, ends] = regexp('a,b;c', '[,;]', 'split');
fprintf('%d tokens from %d, %d pieces, %d-%d\n', numel(tok), first(1), numel(pieces), starts(1), ends(end));
try
    format_value(1, 'roman');
catch err
    disp(err.message);
end
end
