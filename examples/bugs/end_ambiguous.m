function v = end_ambiguous(data)
%END_AMBIGUOUS Which array does `end` count: data, or idx, which is never assigned?
v = data(idx(end));
end
