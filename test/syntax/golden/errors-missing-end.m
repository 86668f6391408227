function errors_missing_end()
  if true
    disp('closed');
  end
end

function other(x)
  for k = 1:x
    disp(k);
end
