% try / catch.
try
    x = risky();
catch err
    disp(err.message);
end
try
    y = risky();
catch
    y = 0;
end
try, z = risky(); catch, z = []; end
try
    w = risky();
catch ME;
    rethrow(ME);
end
try
    a = 1;
end
try x = f(); catch e, disp(e.identifier), end
try
    b = 2;
catch
    % nothing to do
end
