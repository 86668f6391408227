function out = fill_template(tpl, values)
% FILL_TEMPLATE  Replaces {name} or {name:style} in tpl with fields of the struct values.
out = '';
rest = tpl;
while ~isempty(rest)
    lb = find(rest == '{', 1);
    if isempty(lb)
        out = [out rest]; %#ok<AGROW>
        break;
    end
    rb = find(rest(lb:end) == '}', 1) + lb - 1;
    out = [out rest(1:lb-1)]; %#ok<AGROW>
    key = strsplit(rest(lb+1:rb-1), ':');
    if numel(key) > 1
        style = key{2};
    else
        style = 'plain';
    end
    out = [out format_value(values.(key{1}), style)]; %#ok<AGROW>
    rest = rest(rb+1:end);
end
end
