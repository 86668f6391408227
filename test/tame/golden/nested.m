function r = nested(a)
b = 2;
c = 3;
r = inner(a);
  function q = inner(x)
    q = x + b;
    c = c + 1;
    z = 1;
    function deeper()
      z = z + a;
    end
  end
end
