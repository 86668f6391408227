function list = collect_records(n)
% A struct array and a cell row grown from [] by concatenation: the empty operand is dropped.
list = [];
tags = [];
for k = 1:n
  list = [list; struct('id', k, 'sq', k * k)];
  tags = [tags, {sprintf('r%d', k)}];
end
list(1).tag = tags{1};
end
